/** Saves `data` as a JSON file through the browser's download. */
export function downloadJson(fileName: string, data: unknown): void {
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  // The click has started the download; the blob can go once it has been read.
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

/** "Hearing notices" → "hearing-notices". */
export function fileSlug(name: string): string {
  return name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-|-$/g, '') || 'automation';
}
