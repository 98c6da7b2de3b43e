/** The cart/wishlist answer after fast-xml-parser with parseTagValue: false (every value a string). */
export interface WireCartXml {
  response?:
    | {
        result_code?: string | number;
        res_msg?: string | number;
        [key: string]: unknown;
      }
    | string;
  [key: string]: unknown;
}

/** The follow answer (JSON, read for msg only). */
export interface WireFollowResponse {
  msg?: string | null;
  [key: string]: unknown;
}
