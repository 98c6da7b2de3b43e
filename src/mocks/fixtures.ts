// The seed of the fake store: the JSON files of fixtures/, typed as wire shapes.
import products from '../../fixtures/products.json' with { type: 'json' };
import member from '../../fixtures/member.json' with { type: 'json' };
import coupons from '../../fixtures/coupons.json' with { type: 'json' };
import folders from '../../fixtures/folders.json' with { type: 'json' };
import samples from '../../fixtures/samples.json' with { type: 'json' };
import previews from '../../fixtures/previews.json' with { type: 'json' };
import community from '../../fixtures/community.json' with { type: 'json' };
import type { FakeSeed } from './wire-types.ts';

export const fixtures: FakeSeed = {
  products,
  member,
  coupons,
  folders: folders as FakeSeed['folders'],
  samples,
  previews,
  community,
};
