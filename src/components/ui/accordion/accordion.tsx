import { Accordion as ArkAccordion } from '@ark-ui/react/accordion'
import type { ReactNode } from 'react'
import styles from './accordion.module.css'

export interface AccordionItem {
  value: string
  title: ReactNode
  content: ReactNode
}

export interface AccordionProps {
  items: AccordionItem[]
  /** Values open at first. */
  defaultValue?: string[]
  /** Several panels may be open at once (expansion panels). */
  multiple?: boolean
  /** Heading level of the panel titles, to fit the page outline. */
  headingLevel?: 2 | 3 | 4
}

/** Expansion panels: each title is a button inside a heading; Enter/Space toggle, arrows move between titles. */
export function Accordion({ items, defaultValue, multiple = true, headingLevel = 2 }: AccordionProps) {
  const Heading = `h${headingLevel}` as const
  return (
    <ArkAccordion.Root className={styles.root} defaultValue={defaultValue} multiple={multiple} collapsible>
      {items.map((item) => (
        <ArkAccordion.Item key={item.value} value={item.value} className={styles.item}>
          <Heading className={styles.heading}>
            <ArkAccordion.ItemTrigger className={styles.trigger}>
              {item.title}
              <ArkAccordion.ItemIndicator className={styles.indicator} aria-hidden="true">
                ▾
              </ArkAccordion.ItemIndicator>
            </ArkAccordion.ItemTrigger>
          </Heading>
          <ArkAccordion.ItemContent className={styles.content}>{item.content}</ArkAccordion.ItemContent>
        </ArkAccordion.Item>
      ))}
    </ArkAccordion.Root>
  )
}
