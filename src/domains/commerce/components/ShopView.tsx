import { LibraryPicture, PicturePlaceholder } from '@/domains/media'

import type { ShopCard, ShopSection } from '../services/shop-pages'
import { CartLink } from './CartLink'

export const productHref = (product: { slug: string }) => `/shop/${encodeURIComponent(product.slug)}`

/** The shop's heading row: a title, and the cart link drawn in the browser. */
export function ShopHeader({ title, children }: { title: string; children?: React.ReactNode }) {
  return (
    <div className="flex flex-wrap items-start justify-between gap-4">
      <div>
        <h1 className="text-4xl font-semibold">{title}</h1>
        {children}
      </div>
      <CartLink />
    </div>
  )
}

export function SoldOutBadge() {
  return (
    <span className="inline-block rounded bg-stone-800 px-2 py-0.5 text-sm font-semibold text-white">Sold out</span>
  )
}

/** `first`: the shop's first card, whose picture is in view as the page opens. */
function ProductCard({ product, price, first }: { product: ShopCard; price: string; first: boolean }) {
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-lg border border-line bg-white shadow-sm">
      <div className="aspect-[4/3] overflow-hidden bg-stone-100">
        {product.picture ? (
          <LibraryPicture
            image={product.picture}
            sizes="(min-width: 1024px) 22rem, (min-width: 640px) 45vw, 100vw"
            className={`h-full w-full object-cover ${product.soldOut ? 'opacity-60' : ''}`}
            eager={first}
          />
        ) : (
          <PicturePlaceholder name={product.name} className={product.soldOut ? 'opacity-60' : ''} />
        )}
      </div>
      <div className="flex flex-1 flex-col gap-1 p-4">
        <h3 className="text-lg font-semibold">
          <a href={productHref(product)} className="text-ink no-underline hover:underline">
            {product.name}
          </a>
        </h3>
        {product.shortDescription ? <p className="text-sm text-muted">{product.shortDescription}</p> : null}
        <p className="mt-auto flex items-center gap-3 pt-2">
          <span className="font-semibold">{price}</span>
          {product.soldOut ? <SoldOutBadge /> : null}
        </p>
      </div>
    </article>
  )
}

/** `/shop`: the products on sale under their categories, each with its picture, price and whether it is sold out. */
export function ShopView({ sections, prices }: { sections: ShopSection[]; prices: Map<number, string> }) {
  return (
    <div className="mx-auto max-w-6xl px-4 py-10 sm:px-6">
      <ShopHeader title="Shop">
        <p className="mt-3 max-w-2xl text-lg text-muted">
          Prints, books and things made with the artists of our city. Every purchase supports Open Studios.
        </p>
      </ShopHeader>
      {sections.length === 0 ? (
        <div className="mt-10 rounded-lg border border-line bg-white p-6">
          <h2 className="text-2xl font-semibold">Nothing on sale just now</h2>
          <p className="mt-2 text-muted">
            The shop is being restocked. Meanwhile, <a href="/artists">meet the artists</a>.
          </p>
        </div>
      ) : (
        sections.map((section, sectionIndex) => (
          <section key={section.slug} aria-labelledby={`category-${section.slug}`} className="mt-10">
            <h2 id={`category-${section.slug}`} className="text-2xl font-semibold">
              {section.name}
            </h2>
            <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {section.products.map((product, index) => (
                <li key={product.id}>
                  <ProductCard
                    product={product}
                    price={prices.get(product.id) ?? ''}
                    first={sectionIndex === 0 && index === 0}
                  />
                </li>
              ))}
            </ul>
          </section>
        ))
      )}
    </div>
  )
}
