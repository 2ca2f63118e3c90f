/** Every shop query sits under "shop": a purchase refreshes the shelf (stock, points) and the exchange record. */
export const SHOP_KEYS = {
  all: ["shop"],
  products: (proType: number, buyType: number) => ["shop", "products", proType, buyType],
  product: (id: number) => ["shop", "product", id],
  exchange: ["shop", "exchange"],
} as const;
