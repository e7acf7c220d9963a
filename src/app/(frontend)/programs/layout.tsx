import { SectionNav } from '@/domains/content'

/** The programs pages carry the section's sub-navigation, edited in `subnaveditor`. */
export default function ProgramsLayout({ children }: { children: React.ReactNode }) {
  return (
    <>
      <SectionNav section="programs" />
      {children}
    </>
  )
}
