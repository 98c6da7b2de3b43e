// Test control (hostile text): puts `text` into every field of the fake store that a page shows as
// text, and `url` into every URL field, so the audit can check that nothing runs, nothing is injected and no
// URL with a scheme other than http(s) is placed. Dev/test only, like everything in src/mocks.
import type { FakeStore } from './fake-store.ts';

export function poisonFakeStore(fake: FakeStore, text: string, url: string): void {
  const db = fake.db;
  for (const p of db.products) {
    p.work_name = text;
    p.maker_name = text;
    p.down_url = url;
    p.image_main = url;
    for (const r of p.work_rentals) r.time_str = text;
    if (p.gift) p.gift.distribute_end_str = text;
  }
  for (const c of db.coupons) {
    c.coupon_name = text;
    c.end_date_str = text;
  }
  for (const m of db.member.message) Object.assign(m, { title: text, body: text, url });
  for (const i of db.member.info) Object.assign(i, { title: text, url });
  for (const f of db.folders.folders) f.name = text;
  db.folders.unclassified_name = text;
  for (const s of Object.values(db.samples)) {
    s.demo = { url };
    s.samples = [
      { src: url, thumb: url, width: 10, height: 10 },
      { src: 'https://img.example.test/ok.jpg', thumb: url, width: 10, height: 10 },
    ];
  }
  for (const c of Object.values(db.community)) c.play_id = text;
}
