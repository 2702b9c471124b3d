/** sessionStorage key of the form's draft (the site script checks it to load the form early). */
export const draftKey = 'correnti:consultation-draft';
