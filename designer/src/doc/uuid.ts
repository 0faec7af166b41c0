/** Widget instance ids: 10 characters of 0-9a-f (widgets.md §2). */
export function newUuid(): string {
  const bytes = new Uint8Array(5);
  globalThis.crypto.getRandomValues(bytes);
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
