import { LibraryPicture, PicturePlaceholder } from '@/domains/media'

import { MAX_QUANTITY } from '../services/order-lines'
import type { ShopProductPage } from '../services/shop-pages'
import { AddToCartForm } from './AddToCartForm'
import { CartLink } from './CartLink'
import { SoldOutBadge } from './ShopView'

/** `/shop/{slug}`: one product's pictures, description and price, and the form that adds it to the cart. */
export function ProductView({ product, price }: { product: ShopProductPage; price: string }) {
  const [main, ...more] = product.pictures
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <div className="mb-6 flex flex-wrap items-center justify-between gap-4">
        <nav aria-label="Breadcrumb" className="text-sm">
          <ol className="flex flex-wrap gap-2">
            <li>
              <a href="/shop">Shop</a>
              <span aria-hidden="true" className="ml-2 text-muted">
                /
              </span>
            </li>
            {product.category ? <li className="text-muted">{product.category.name}</li> : null}
          </ol>
        </nav>
        <CartLink />
      </div>
      <div className="grid gap-10 lg:grid-cols-2">
        <div>
          {main ? (
            <LibraryPicture
              image={main}
              sizes="(min-width: 1024px) 36rem, 100vw"
              eager
              className="w-full rounded-lg border border-line bg-stone-100 object-contain"
            />
          ) : (
            <div className="aspect-[4/3] overflow-hidden rounded-lg border border-line">
              <PicturePlaceholder name={product.name} />
            </div>
          )}
          {more.length > 0 ? (
            <ul className="mt-4 grid grid-cols-3 gap-3">
              {more.map((picture) => (
                <li key={picture.id}>
                  <LibraryPicture
                    image={picture}
                    sizes="12rem"
                    className="aspect-square w-full rounded border border-line object-cover"
                  />
                </li>
              ))}
            </ul>
          ) : null}
        </div>
        <div>
          <h1 className="text-4xl font-semibold">{product.name}</h1>
          {product.shortDescription ? <p className="mt-3 text-lg text-muted">{product.shortDescription}</p> : null}
          <p className="mt-6 flex items-center gap-3 text-2xl font-semibold">
            <span>{price}</span>
            {product.soldOut ? <SoldOutBadge /> : null}
          </p>
          {product.soldOut ? (
            <p className="mt-6 rounded-md border border-line bg-white px-4 py-3">
              This is sold out for now. <a href="/shop">See what else is in the shop</a>.
            </p>
          ) : (
            <AddToCartForm productId={product.id} maxQuantity={MAX_QUANTITY} />
          )}
          {product.description ? (
            <div className="mt-8 space-y-4">
              <h2 className="text-xl font-semibold">About this {product.kind === 'guide-copy' ? 'guide' : 'item'}</h2>
              {product.description
                .split(/\n{2,}/)
                .map((paragraph) => paragraph.trim())
                .filter(Boolean)
                .map((paragraph, index) => (
                  <p key={index} className="whitespace-pre-line">
                    {paragraph}
                  </p>
                ))}
            </div>
          ) : null}
        </div>
      </div>
    </div>
  )
}
