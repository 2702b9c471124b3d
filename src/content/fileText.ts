// A content file's text as every check reads it. A file saved on Windows (CR LF line endings,
// often a byte-order mark first) reads exactly like the same file saved with LF, so no value ends
// in "\r" and every line and column is the same.
import { readFileSync } from 'node:fs';

export const fileText = (text: string): string => text.replace(/^\uFEFF/, '').replace(/\r\n?/g, '\n');

/** A content file (MDX, ui.json, settings.json, words.txt...) read as fileText. */
export const readFileText = (file: string): string => fileText(readFileSync(file, 'utf8'));
