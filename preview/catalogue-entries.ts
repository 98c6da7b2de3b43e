/** The preview pages, one line each; every widget issue adds its pages here. */
export const catalogue: { title: string; path: string }[] = [
  {
    title: 'Islands bootstrap (states, later islands, unknown widget)',
    path: '/maniax/preview/bootstrap.html',
  },
  { title: 'Bootstrap with an invalid configuration', path: '/maniax/preview/bootstrap.html?config=bad' },
  { title: 'List of 30 product cards, 1 column', path: '/maniax/preview/list.html?n=30&layout=1column' },
  { title: 'List of 30 product cards, 2 columns', path: '/maniax/preview/list.html?n=30&layout=2column' },
  { title: 'List of 30 product cards, images', path: '/maniax/preview/list.html?n=30&layout=image' },
  { title: 'List of 100 product cards (books site)', path: '/books/preview/list.html?n=100' },
];
