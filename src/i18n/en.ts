// English interface texts: every key of contract section 8 plus the spec's item labels, and a few
// additions the widgets need (grouped at the end). Texts marked "spec" are fixed by the spec: do not
// reword them. `:name` placeholders are substituted by the translator (src/i18n/translate.ts).

export const en = {
  // --- Product card / item widget (spec 2, contract 8) ---
  into_cart: 'Add to Cart',
  into_cart_result: 'Added to Cart', // spec
  cart: 'In Cart',
  into_favorite: 'Add to Favorites',
  favorite: 'Favorites',
  added: 'Added', // spec
  download: 'Download',
  download_play: 'Stream', // spec
  on_rental: 'レンタル中', // spec: Japanese wording on English pages
  label_buy: '通常購入', // spec: Japanese wording on English pages
  label_rental: 'レンタル', // spec: Japanese wording on English pages
  detail: '作品詳細', // spec: Japanese wording on English pages
  cart_item_buy: 'Regular Expression', // spec (literally)
  cart_item_rental: 'Rental(:time)',
  sample: 'Sample',
  demo: 'Demo',
  with_coupon: 'Coupon included',
  with_coupon_description: 'This item comes with a [ :coupon_name ].', // spec
  failed: 'Communication failed',

  // --- Price box ---
  cart_bar: 'Cart bar',
  cart_bar_hide: 'Hide',
  cart_bar_show: 'Show',
  gift: 'Gift',
  devices: 'Supported devices',

  // --- Follow ---
  follow: 'Follow', // spec
  following: 'Already following', // spec
  follow_mail: 'Receive notification mail',
  follow_need_account: 'You need to have an account to use the Follow feature.', // spec
  follow_fallback: 'Follow from the Follow List page',
  register: 'Sign up',
  login: 'Log in',

  // --- My-page favourites ---
  wishlist: 'My Favorites', // spec
  followlist: 'Follow List', // spec
  searchword: 'Saved Search Conditions', // spec
  unclassified: 'Unclassified',
  unclassified_notice: 'Please note that you cannot rename or delete unclassified folders.', // spec
  new_folder: 'New folder', // spec; default names are `New folder 1`, `New folder 2`, ...
  create_folder: 'Create new folder',
  folder_name: 'Folder name',
  reorder: 'Reorder',
  item_menu: 'Move or delete',
  rename: 'Rename',
  save: 'Save',
  cancel: 'Cancel',
  delete: 'Delete',
  undo: 'Undo',
  show_on_top: 'Show on top',
  settings_completed: 'Settings completed', // spec
  save_sort_order: 'Save sort order',
  sort_saved: 'Saved and applied.', // spec
  delete_items_too: 'Also delete all items in this folder', // spec
  moved_to: 'Moved to :folder.',
  deleted: 'Deleted.',
  folder_name_empty: 'Enter the folder name.', // spec
  folder_name_long: 'The folder name is too long.', // spec
  folder_name_illegal: 'The folder name contains illegal characters.', // spec

  // --- Gallery zoom popup ---
  zoom_always_full: 'Always show in full scale.', // spec
  zoom_help: 'Close = [Esc], Previous & Next = Left & Right arrow keys (or the scroll wheel)', // spec
  zoom_count: ':count images', // spec

  // --- Community ---
  community_matome: 'Summaries',
  community_talk: 'Talks',

  // --- Additions: not in contract 8, needed by the widgets (overridable through `i18n` like any other) ---
  close: 'Close',
  rental_options: 'Purchase options',
  rating: 'Rating',
  rating_value: ':rate out of 5 (:count ratings)',
  previous_image: 'Previous image',
  next_image: 'Next image',
  image_n_of_m: 'Image :n of :count',
  thumbnails: 'Thumbnails',
  gallery: 'Image gallery',
  zoom_open: 'Zoom',
  preview_player: 'Preview',
  messages: 'Messages',
  info: 'Information',
  time_left: 'Ends :time',
  rental_period: 'Until :date',
  points: 'Points',
  discount: 'Discount',
  price: 'Price',
  error_generic: 'Something went wrong.',
  dnd_instructions:
    'To pick up a folder, press Space or Enter. Use the arrow keys to move it, Space or Enter to drop it, Escape to cancel.',
  dnd_picked: 'Picked up :name.',
  dnd_moved: 'Moved :name to position :pos of :count.',
  dnd_dropped: 'Dropped :name at position :pos of :count.',
  dnd_cancelled: 'Reorder cancelled. :name returned to position :pos.',
  folder_count: ':count items',
} as const satisfies Record<string, string>;

/** Every label key the bundle knows. */
export type LabelKey = keyof typeof en;

/** A complete dictionary: one text per label key. */
export type Dictionary = Record<LabelKey, string>;
