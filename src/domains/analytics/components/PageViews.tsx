import { Suspense } from 'react'

import { firstViewScript } from './page-view-client'
import { PageChanges } from './PageChanges'

/**
 * Records a `page_view` for each page load, from an inline script in the
 * page's HTML — so a page whose framework waits for a touch (decision 117) is
 * counted too — and for each client-side route change, from React.
 */
export function PageViews() {
  return (
    <>
      <script dangerouslySetInnerHTML={{ __html: firstViewScript() }} />
      <Suspense fallback={null}>
        <PageChanges />
      </Suspense>
    </>
  )
}
