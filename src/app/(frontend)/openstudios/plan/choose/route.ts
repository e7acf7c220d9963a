import { chosenPlanRedirect } from '@/domains/openStudios'

export function GET(request: Request) {
  return chosenPlanRedirect(request)
}
