import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { tutorKeys, replaceMyTopics, useAllTopics, useMyTopics } from './tutor-api.ts';

/**
 * The catalogue, the tutor's saved topics, and the choice being edited: it starts from what is
 * saved and stays the person's own once they touch it.
 */
export function useTopicChoice() {
  const queryClient = useQueryClient();
  const all = useAllTopics();
  const mine = useMyTopics();
  const [edited, setEdited] = useState<string[] | null>(null);
  const saved = mine.data?.list.map((x) => x.id) ?? [];
  const chosen = edited ?? saved;
  const dirty =
    edited !== null && (edited.length !== saved.length || edited.some((id) => !saved.includes(id)));
  const save = async () => {
    const answer = await replaceMyTopics(chosen);
    queryClient.setQueryData(tutorKeys.myTopics, answer);
    setEdited(null);
  };
  return {
    topics: all.data?.list,
    loading: all.isPending || mine.isPending,
    chosen,
    setChosen: setEdited,
    dirty,
    save,
  };
}
