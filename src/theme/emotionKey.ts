/** Emotion's class-name prefix; the server render and the form island must agree on it. */
export const emotionKey = 'c';
