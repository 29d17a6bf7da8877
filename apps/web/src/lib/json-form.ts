/**
 * The multipart form the API reads as JSON with files beside it: the data as JSON text in `jsonField`, and each file
 * under its own name in `fileField`.
 */
export function jsonForm(jsonField: string, data: unknown, fileField: string, files: readonly File[]): FormData {
  const form = new FormData();
  form.append(jsonField, JSON.stringify(data));
  for (const file of files) form.append(fileField, file, file.name);
  return form;
}
