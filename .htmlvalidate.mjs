// html-validate's recommended preset, less the rules that only judge how React serializes
// markup. Each output they flag is valid HTML; switching them off hides no real error.
export default {
  extends: ['html-validate:recommended'],
  rules: {
    // React writes DOM property casing (hrefLang, autoComplete, encType); attribute names are case-insensitive in HTML.
    'attr-case': 'off',
    // React writes void elements as <input/> and boolean attributes as required="": both valid HTML syntax.
    'void-style': 'off',
    'attribute-boolean-style': 'off',
    'attribute-empty-style': 'off',
    // The built files are minified on one line; long lines and trailing space are not errors.
    'no-trailing-whitespace': 'off',
  },
};
