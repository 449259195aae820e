// Stand-ins for the browser's local storage in unit tests (only tests import this folder).

/** A working storage, kept in memory; `data` shows what was written. */
export function memoryStorage(initial: Record<string, string> = {}): Storage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return {
    data,
    get length() {
      return data.size;
    },
    key: (index) => [...data.keys()][index] ?? null,
    getItem: (key) => data.get(key) ?? null,
    setItem: (key, value) => void data.set(key, String(value)),
    removeItem: (key) => void data.delete(key),
    clear: () => data.clear(),
  };
}

/** A storage the browser refuses (private modes, blocked storage, a full quota): every call throws. */
export const refusingStorage: Storage = {
  length: 0,
  key: () => null,
  getItem: () => {
    throw new Error('SecurityError');
  },
  setItem: () => {
    throw new Error('QuotaExceededError');
  },
  removeItem: () => {
    throw new Error('SecurityError');
  },
  clear: () => {
    throw new Error('SecurityError');
  },
};
