/** sessionStorage key: the visitor closed the language hint in this tab (the head's script and the site script read it). */
export const languageHintDismissedKey = 'correnti:language-hint-dismissed';
