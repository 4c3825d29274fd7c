/** Wrangler's default module rules: *.bin imports as an ArrayBuffer (Data), *.txt as a string (Text). */
declare module '*.bin' {
  const data: ArrayBuffer;
  export default data;
}
declare module '*.txt' {
  const text: string;
  export default text;
}
