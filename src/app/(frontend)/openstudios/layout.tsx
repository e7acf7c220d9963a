import { SectionNav } from '@/domains/content'

/** The Open Studios pages carry the section's sub-navigation, edited in `subnaveditor`. */
export default function OpenStudiosLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <SectionNav section="openstudios" />
      {children}
    </>
  )
}
