import { sql, type RawBuilder } from 'kysely';

/**
 * The person's assistants that read a client matter: those linked to a folder lying in a matter (the folder
 * itself or a folder above it). A conversation with one of them is the matter's conversation: its questions and
 * answers quote the matter's documents, so a read that does not name the matter (the top-bar search) leaves it
 * out, as it leaves out the documents themselves.
 */
export function matterAssistantIds(userId: string): RawBuilder<{ assistant_id: string }> {
  return sql<{ assistant_id: string }>`
    with recursive up as (
      select id as linked_id, parent_folder_id, is_matter, 0 as depth
        from knowledge_folders where user_id = ${userId} and cardinality(assistant_ids) > 0
      union all
      select up.linked_id, f.parent_folder_id, f.is_matter, up.depth + 1
        from knowledge_folders f join up on f.id = up.parent_folder_id
       where f.user_id = ${userId} and up.depth < 64
    )
    select distinct unnest(f.assistant_ids) as assistant_id
      from knowledge_folders f
     where f.user_id = ${userId} and f.id in (select linked_id from up where is_matter)`;
}
