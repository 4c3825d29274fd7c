// Plain JavaScript on purpose: it must run, and say one clear line, on whatever Node npm found.
// The project's scripts are TypeScript run by Node >= 22.18 (type stripping without a flag; vitest
// needs >= 22.12); the `node` devDependency provides it as node_modules/.bin/node when npm runs its
// (allowScripts-approved) install script.
const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 22 || (major === 22 && minor < 18)) {
  console.error(
    `This project needs Node >= 22.18 (this is ${process.version}): run \`npm install\` with install scripts allowed (the node devDependency supplies Node 22), or install Node 22 from https://nodejs.org.`,
  );
  process.exit(1);
}
