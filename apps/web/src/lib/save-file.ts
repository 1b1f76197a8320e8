/** Hands a downloaded file to the browser as a download named `fileName`. */
export function saveFile(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The click has started the download; the object URL is no longer needed.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** An XML document made or fetched as text (an E2B file) as a download named `fileName`. */
export function saveXmlFile(xml: string, fileName: string): void {
  saveFile(new Blob([xml], { type: 'application/xml' }), fileName);
}
