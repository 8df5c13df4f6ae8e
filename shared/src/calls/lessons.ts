import { listOf } from '../schemas/common.ts';
import { idParamsSchema, removedAnswerSchema } from './call-parts.ts';
import {
  attendedStatsDtoSchema,
  bookLessonBodySchema,
  lessonDtoSchema,
  lessonListQuerySchema,
  updateLessonBodySchema,
} from '../contracts/scheduling.ts';
import { defineCallSpec } from './call.ts';

/** Lessons (spec §7 Lesson). */
export const lessonCalls = {
  book: defineCallSpec({
    method: 'post',
    path: '/lesson',
    body: bookLessonBodySchema,
    status: 201,
    answer: lessonDtoSchema,
  }),
  list: defineCallSpec({
    method: 'get',
    path: '/lesson/list',
    query: lessonListQuerySchema,
    status: 200,
    answer: listOf(lessonDtoSchema),
  }),
  attendedStats: defineCallSpec({
    method: 'get',
    path: '/lesson/attended/stats',
    status: 200,
    answer: attendedStatsDtoSchema,
  }),
  one: defineCallSpec({
    method: 'get',
    path: '/lesson/{id}',
    params: idParamsSchema,
    status: 200,
    answer: lessonDtoSchema,
  }),
  update: defineCallSpec({
    method: 'patch',
    path: '/lesson',
    body: updateLessonBodySchema,
    status: 200,
    answer: lessonDtoSchema,
  }),
  remove: defineCallSpec({
    method: 'delete',
    path: '/lesson/{id}',
    params: idParamsSchema,
    status: 200,
    answer: removedAnswerSchema,
  }),
};
