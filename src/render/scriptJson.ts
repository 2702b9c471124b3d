/** JSON that is safe inside a <script> element ("</script>" and "<!--" cannot appear). */
export function scriptJson(value: unknown): string {
  return JSON.stringify(value).replace(/</g, '\\u003c');
}
