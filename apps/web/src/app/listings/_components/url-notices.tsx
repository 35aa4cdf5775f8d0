/** Invalid values of the page's URL that were replaced by a fallback, with the schema's message. */
export function UrlNotices({ notices }: { notices: string[] }) {
  if (notices.length === 0) return null;
  return (
    <ul
      role="status"
      data-testid="url-notices"
      className="rounded-md border border-amber-200 bg-amber-50 px-4 py-3 text-sm text-amber-900"
    >
      {notices.map((notice) => (
        <li key={notice}>{notice}. Showing the closest valid results instead.</li>
      ))}
    </ul>
  );
}
