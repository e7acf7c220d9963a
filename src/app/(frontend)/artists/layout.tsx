import { SectionNav } from '@/domains/content'

/** The artists’ pages carry the section's sub-navigation, edited in `subnaveditor`. */
export default function ArtistsLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <SectionNav section="artists" />
      {children}
    </>
  )
}
