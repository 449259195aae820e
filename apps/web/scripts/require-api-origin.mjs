// Run before the phone shell's build (npm run build:native): the shell's pages come from the phone itself,
// so the build must be told where the API server is. Stops the build with a clear message when it is not.
const name = 'VITE_API_ORIGIN';
const value = (process.env[name] ?? '').trim().replace(/\/+$/, '');

function stop(message) {
  console.error(`build:native: ${message}`);
  console.error(`  Example: ${name}=https://tidy.example.com npm run build:native -w @tidy/web`);
  process.exit(1);
}

if (!value) stop(`${name} must be set to the address of your Tidy Steps server.`);

let url;
try {
  url = new URL(value);
} catch {
  stop(`${name} must be an address like https://tidy.example.com (got ${JSON.stringify(value)}).`);
}
if (url.protocol !== 'https:' && url.protocol !== 'http:') {
  stop(`${name} must start with https:// (got ${JSON.stringify(value)}).`);
}
if (url.origin !== value) {
  stop(
    `${name} must be an origin only, with no path, query or user name: ${url.origin} (got ${JSON.stringify(value)}).`,
  );
}
if (url.protocol === 'http:') {
  // The shell's pages are https://localhost on Android: calls to plain http are mixed content there.
  console.warn(
    `build:native: ${name} is plain http; the Android shell blocks it as mixed content. Use https outside development.`,
  );
}
console.log(`build:native: the shell will call the API at ${value}`);
