import { SectionNav } from '@/domains/content'

/** The about pages carry the section's sub-navigation, edited in `subnaveditor`. */
export default function AboutLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <SectionNav section="about" />
      {children}
    </>
  )
}
