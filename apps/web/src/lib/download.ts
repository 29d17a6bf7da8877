/** Saves data as a JSON file the browser downloads, named `fileName`, without leaving the page. */
export function saveJsonFile(fileName: string, data: unknown) {
  const blob = new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the file over; the object URL is not needed any more.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}
