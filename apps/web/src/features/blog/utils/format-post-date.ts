/** The blog's short date: "28 Oct 2026". */
export const formatPostDate = (iso: string) =>
  new Date(iso).toLocaleDateString('en-GB', { day: 'numeric', month: 'short', year: 'numeric' });
