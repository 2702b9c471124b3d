// An eyebrow names what a title does not: "Services" above "Services" (or "Consultation" above
// "Request a consultation") says the same thing twice, so it is left out.

/** Whether an eyebrow adds something to the title under it. */
export const eyebrowAdds = (eyebrow: string | undefined, title: string): eyebrow is string =>
  Boolean(eyebrow) && !title.toLocaleLowerCase().includes(eyebrow!.toLocaleLowerCase());
