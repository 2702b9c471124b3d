// Case studies are listed newest first everywhere (the lists, the home page, a service's proof):
// by `published`, and by slug for the same date, so the order never depends on reading order.

export interface Published {
  slug: string;
  data: { published: string };
}

export const newestFirst = (a: Published, b: Published) => b.data.published.localeCompare(a.data.published) || a.slug.localeCompare(b.slug);
