// The floor `npm run audit` compares every page with: the least a page can be (one heading and
// one paragraph, no CSS, no script), so a page's LCP over the floor's is what the site adds.
export const floorPage = [
  '<!DOCTYPE html>',
  '<html lang="en">',
  '<head>',
  '<meta charset="utf-8">',
  '<meta name="viewport" content="width=device-width, initial-scale=1">',
  '<title>Floor</title>',
  '</head>',
  '<body>',
  '<h1>Real-time data streaming consultancy</h1>',
  '<p>We design, build and operate event-driven platforms on Apache Kafka and the tools around it.</p>',
  '</body>',
  '</html>',
  '',
].join('\n');
