import { ClipboardIcon } from '@sanity/icons'
import { defineArrayMember, defineField, defineType } from 'sanity'

import { agencyTimeField, visitorLanguageField } from '../stored-requests'

const text = (name: string, title: string) => defineField({ name, title, type: 'string', readOnly: true })

/** One answer of an online quote, under the English question it answers. */
export const intakeAnswer = defineType({
  name: 'intakeAnswer',
  title: 'Answer',
  type: 'object',
  readOnly: true,
  fields: [
    text('stepTitle', 'Step'),
    text('itemTitle', 'Driver, vehicle or person'),
    text('label', 'Question'),
    text('shown', 'Answer'),
    text('step', 'Step name'),
    defineField({ name: 'item', title: 'Number (from 0)', type: 'number', readOnly: true }),
    text('question', 'Question name'),
    text('value', 'Answer as typed'),
  ],
  preview: {
    select: { label: 'label', shown: 'shown', itemTitle: 'itemTitle' },
    prepare: ({ label, shown, itemTitle }: { label?: string; shown?: string; itemTitle?: string }) => ({
      title: `${label ?? ''}: ${shown ?? ''}`,
      subtitle: itemTitle,
    }),
  },
})

/** An answer the visitor was asked to fix, until they send its step again. */
export const intakeProblem = defineType({
  name: 'intakeProblem',
  title: 'Answer to fix',
  type: 'object',
  readOnly: true,
  fields: [
    text('step', 'Step name'),
    defineField({ name: 'item', title: 'Number (from 0)', type: 'number', readOnly: true }),
    text('question', 'Question name'),
    text('problem', 'What is wrong'),
  ],
  preview: { select: { title: 'question', subtitle: 'problem' } },
})

/** How many drivers, vehicles or people a repeating step has. */
export const intakeItems = defineType({
  name: 'intakeItems',
  title: 'Count',
  type: 'object',
  readOnly: true,
  fields: [
    text('step', 'Step name'),
    defineField({ name: 'count', title: 'How many', type: 'number', readOnly: true }),
  ],
  preview: {
    select: { title: 'step', count: 'count' },
    prepare: ({ title, count }) => ({ title, subtitle: `${count}` }),
  },
})

/**
 * A lead's online quote as far as the visitor got, written by the site at every step: the answers, the steps
 * done, and whether every answer needed to quote is there.
 */
export const intakeProgress = defineType({
  name: 'intakeProgress',
  title: 'Online quote',
  type: 'object',
  icon: ClipboardIcon,
  readOnly: true,
  fields: [
    defineField({
      name: 'quoteReady',
      title: 'Quote-ready',
      type: 'boolean',
      readOnly: true,
      description: 'Every answer needed to quote this line is there.',
    }),
    defineField({
      name: 'stepsDone',
      title: 'Steps done',
      type: 'array',
      readOnly: true,
      of: [defineArrayMember({ type: 'string' })],
    }),
    defineField({ name: 'stepsTotal', title: 'Steps in all', type: 'number', readOnly: true }),
    defineField({
      name: 'answers',
      title: 'Answers',
      type: 'array',
      readOnly: true,
      of: [defineArrayMember({ type: 'intakeAnswer' })],
    }),
    agencyTimeField('startedAt', 'Started'),
    agencyTimeField('updatedAt', 'Last saved'),
    agencyTimeField(
      'finishedAt',
      'Finished',
      'When the visitor sent the last step with every needed answer.',
    ),
    visitorLanguageField('Answered in'),
    defineField({ name: 'saves', title: 'Times saved', type: 'number', readOnly: true, hidden: true }),
    defineField({
      name: 'items',
      title: 'Counts',
      type: 'array',
      readOnly: true,
      hidden: true,
      of: [defineArrayMember({ type: 'intakeItems' })],
    }),
    defineField({
      name: 'problems',
      title: 'Answers to fix',
      type: 'array',
      readOnly: true,
      hidden: true,
      of: [defineArrayMember({ type: 'intakeProblem' })],
    }),
  ],
  preview: {
    select: { ready: 'quoteReady', done: 'stepsDone', total: 'stepsTotal' },
    prepare: ({ ready, done, total }: { ready?: boolean; done?: string[]; total?: number }) => ({
      title: ready ? 'Quote-ready' : `${done?.length ?? 0} of ${total ?? 0} steps answered`,
    }),
  },
})
