// Hostile wire answers of the store API and the JSONP services (docs/server.md "Wire formats"), shared by the
// normaliser and widget property suites.
import fc from 'fast-check';
import {
  hostileCollection,
  hostileId,
  hostileNumber,
  hostileRecord,
  hostileScalar,
  hostileString,
  hostileValue,
  TRICKY_STRINGS,
} from './hostile';

const rankWire = hostileRecord(['type', 'rank', 'term'], {
  type: fc.constantFrom('day', 'week', 'constructor', '__proto__', 'toString'),
  rank: hostileNumber,
});
const rentalWire = hostileRecord(['id', 'rental_id', 'time_str', 'time_unit_jp', 'time_unit_en', 'price'], {
  price: hostileNumber,
  time_str: hostileString,
});
const PRODUCT_FIELDS = `product_id work_name maker_name site_id maker_id price price_without_tax price_en
  price_eur official_price upgrade_min_price product_point_rate default_point_rate product_point default_point
  rank gift is_rental on_sale work_rentals down_url rate_average rate_count dl_count`.split(/\s+/);
export const productWire = hostileRecord(PRODUCT_FIELDS, {
  product_id: hostileId,
  work_name: hostileString,
  maker_name: hostileString,
  price: hostileNumber,
  official_price: hostileNumber,
  product_point_rate: hostileNumber,
  rank: hostileCollection(rankWire),
  gift: hostileRecord(['distribute_end', 'distribute_end_str']),
  work_rentals: hostileCollection(rentalWire),
  rate_average: hostileNumber,
});

/** The product-info answer: keyed by id (hostile ids too), `[]`, or not an object at all. */
export const productInfoAnswer = fc.oneof(
  {
    weight: 4,
    arbitrary: fc.dictionary(fc.oneof(hostileString, fc.constantFrom('RJ01000001', 'RJ2')), productWire, {
      maxKeys: 4,
    }),
  },
  { weight: 1, arbitrary: fc.array(productWire, { maxLength: 3 }) },
  { weight: 1, arbitrary: hostileValue },
);

const messageWire = hostileRecord(['id', 'title', 'body', 'url', 'inservice'], {
  title: hostileString,
  url: fc.constantFrom('https://x.test/a', ' //cdn.test/b ', 'javascript:alert(1)', ''),
});
export const statusAnswer = fc.oneof(
  {
    weight: 4,
    arbitrary: hostileRecord(['customer_id', 'cart', 'message', 'info'], {
      customer_id: hostileId,
      cart: hostileCollection(
        hostileRecord(['product_id', 'rental_id', 'status'], { product_id: hostileId }),
      ),
      message: hostileCollection(messageWire),
      info: hostileCollection(hostileRecord(['id', 'title', 'url', 'date'])),
    }),
  },
  { weight: 1, arbitrary: hostileValue },
);

const idCollection = hostileCollection(hostileId);

const folderWire = hostileRecord(['id', 'name', 'item_count', 'is_visible', 'sort_no', 'type'], {
  id: hostileId,
  name: hostileString,
  sort_no: hostileNumber,
  item_count: hostileNumber,
  type: fc.constantFrom('wishlist', 'followlist', 'searchword', 'constructor', 'other'),
});

export const boughtsAnswer = fc.oneof(
  hostileRecord(['boughts', 'rentals'], {
    boughts: idCollection,
    rentals: hostileCollection(
      hostileRecord(['product_id', 'expired_date', 'price', 'price_usd', 'point_rate'], {
        product_id: hostileId,
        price: hostileNumber,
        expired_date: fc.constantFrom('2099-01-01 00:00:00', '2000-01-01 00:00:00', 'soon', ''),
      }),
    ),
  }),
  hostileValue,
);
export const favoritesAnswer = fc.oneof(idCollection, fc.record({ favorites: idCollection }), hostileValue);
export const uninterestsAnswer = fc.oneof(
  hostileRecord(['reason_1', 'reason_2'], { reason_2: idCollection }),
  hostileValue,
);
export const followsAnswer = fc.oneof(
  idCollection,
  fc.array(hostileRecord(['follow_key'], { follow_key: hostileId })),
  hostileValue,
);

const couponWire = hostileRecord(
  ['coupon_id', 'coupon_name', 'start_date', 'end_date', 'end_date_str', 'issue'],
  {
    coupon_name: hostileString,
    start_date: fc.constantFrom('2000-01-01 00:00:00', '2099-01-01 00:00:00', 'x', ''),
    end_date: fc.constantFrom('2099-12-31 23:59:59', '2000-01-01 00:00:00', '9999-99-99 99:99:99', ''),
    issue: hostileRecord(['product_id', 'maker_id'], {
      product_id: fc.oneof(hostileId, fc.constant(null)),
      maker_id: fc.oneof(hostileId, fc.constant(null)),
    }),
  },
);
export const couponsAnswer = hostileCollection(couponWire);

const sampleWire = hostileRecord(['demo', 'samples'], {
  demo: fc.oneof(fc.constant(null), hostileRecord(['url'], { url: hostileString })),
  samples: hostileCollection(hostileRecord(['src', 'thumb', 'width', 'height'], { src: hostileString })),
});
export const sampleAnswer = fc.oneof(
  fc.dictionary(
    fc.oneof(hostileString, fc.constantFrom('RJ01000001', 'RJ01000002')),
    fc.oneof(sampleWire, hostileValue),
    { maxKeys: 4 },
  ),
  hostileValue,
);
export const previewAnswer = fc.oneof(
  hostileRecord(['count', 'works'], {
    count: hostileNumber,
    works: hostileCollection(
      hostileRecord(['embed_url', 'embed_width', 'embed_height'], { embed_url: hostileString }),
    ),
  }),
  hostileValue,
);
export const communityAnswer = fc.oneof(
  hostileRecord(['play_id', 'matomes_count', 'talks_count'], {
    play_id: hostileId,
    matomes_count: hostileNumber,
  }),
  hostileValue,
);

export const folderListEnvelope = hostileRecord(['result', 'data', 'msg'], {
  result: fc.constantFrom(true, 1, '1', 'true', false, 0, '0', 'false', null),
  data: fc.oneof(
    hostileRecord(['folders', 'unclassified'], {
      folders: hostileCollection(folderWire),
      unclassified: fc.oneof(folderWire, hostileScalar),
    }),
    fc.array(folderWire, { maxLength: 5 }),
  ),
  msg: hostileString,
});

const xmlText = fc.oneof(
  fc.constantFrom(...TRICKY_STRINGS).map((s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;')),
  fc.constantFrom(
    '1',
    '-1',
    '0',
    ' 1 ',
    '',
    '<b>1</b>',
    '<![CDATA[<script>alert(1)</script>]]>',
    '&lt;img src=x onerror=alert(1)&gt;',
  ),
  hostileString,
);
/** XML answers: well formed, repeated or nested tags, truncated, not XML at all. */
export const cartXml = fc.oneof(
  fc
    .tuple(fc.option(xmlText), fc.option(xmlText), fc.boolean(), fc.boolean())
    .map(
      ([code, msg, decl, twice]) =>
        `${decl ? '<?xml version="1.0" encoding="UTF-8"?>' : ''}<response>` +
        `${code === null ? '' : `<result_code>${code}</result_code>`}` +
        `${twice && code !== null ? `<result_code>${code}</result_code>` : ''}` +
        `${msg === null ? '' : `<res_msg>${msg}</res_msg>`}</response>`,
    ),
  hostileString,
  fc.constantFrom(
    '<response><result_code>1',
    '<<>>',
    '<response/>',
    '{"result_code": 1}',
    '<r><response><result_code>1</result_code></response></r>',
  ),
);

export const actionEnvelope = hostileRecord(['result', 'data', 'msg'], {
  result: fc.constantFrom(true, false, 1, 0, '1', '0', null),
  data: fc.oneof(
    hostileRecord(['folder', 'item_id', 'dst_folder', 'dst_folder_name', 'relation_id'], {
      folder: hostileRecord(['id'], { id: hostileId }),
      dst_folder: hostileId,
      dst_folder_name: hostileString,
    }),
    hostileValue,
  ),
  msg: hostileString,
});
