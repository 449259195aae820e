// How the input fuzzer (src/fuzz/every-route.test.ts) runs: FUZZ_SEED replays a failure with the seed it
// printed; FUZZ_RUNS sets the number of requests per route (more for a deeper run by hand).

const seed = Number(process.env.FUZZ_SEED);
const runs = Number(process.env.FUZZ_RUNS);

export const fuzzSettings = {
  seed: Number.isInteger(seed) ? seed : undefined,
  runsPerRoute: Number.isInteger(runs) && runs > 0 ? runs : undefined,
};
