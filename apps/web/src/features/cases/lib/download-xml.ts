import { e2bFileName } from '@vigila/domain';

/** Hands the XML to the browser as a file download (SPEC §7: 'e2b_report.xml', built in the browser). */
export function downloadXml(xml: string, fileName: string = e2bFileName): void {
  const url = URL.createObjectURL(new Blob([xml], { type: 'application/xml' }));
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
