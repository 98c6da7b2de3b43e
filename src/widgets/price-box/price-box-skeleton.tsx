/**
 * Holds the final box's space while the product loads (layout stability:
 * docs/page-contract.md "Sizes hosts reserve").
 */
export function PriceBoxSkeleton() {
  return (
    <div className="sf-price-box sf-price-box--loading" aria-busy="true">
      <span className="sf-price-box__skeleton sf-price-box__skeleton--price" />
      <span className="sf-price-box__skeleton sf-price-box__skeleton--line" />
      <span className="sf-price-box__skeleton sf-price-box__skeleton--button" />
    </div>
  );
}
