import { describe, expect, it } from 'vitest';
import { isActionType } from '../../../domain/agents/action-types';
import { findSwarmTemplate, publicSwarmTemplate, SWARM_TEMPLATES, swarmDefinition } from '../../../domain/agents/swarm-templates';
import { AGENT_TYPES } from '../../../domain/agents/types';
import { parseDefinition } from '../../../domain/automation/parse';
import { validateDefinition } from '../../../domain/automation/validate';

describe('swarm templates', () => {
  it('has the hearing intake and a second template for a workers’ compensation firm', () => {
    expect(SWARM_TEMPLATES.map((template) => template.id)).toEqual(['hearing-intake', 'new-client-intake']);
    expect(findSwarmTemplate('hearing-intake')!.roles.map((role) => role.agentType)).toEqual(['email', 'calendar', 'task', 'document']);
    expect(findSwarmTemplate('nope')).toBeNull();
  });

  for (const template of SWARM_TEMPLATES) {
    it(`${template.id}: makes an automation that validates with its own agents`, () => {
      const roles = new Set(template.roles.map((role) => role.role));
      expect(roles.size).toBe(template.roles.length);
      for (const role of template.roles) {
        expect(AGENT_TYPES).toContain(role.agentType);
        expect(role.capabilities.every(isActionType)).toBe(true);
      }
      const ids = Object.fromEntries(template.roles.map((role, index) => [role.role, `00000000-0000-4000-8000-00000000000${index}`]));
      const parsed = parseDefinition(swarmDefinition(template, ids));
      expect(parsed.ok).toBe(true);
      if (!parsed.ok) return;
      const agentCapabilities = Object.fromEntries(template.roles.map((role) => [ids[role.role]!, role.capabilities]));
      expect(validateDefinition(parsed.definition, { knownAgentIds: Object.values(ids), agentCapabilities })).toEqual([]);
      // Every role acts in the automation.
      const used = new Set(parsed.definition.nodes.flatMap((node) => (node.type === 'agent_action' ? [node.parameters.agentId] : [])));
      expect(used).toEqual(new Set(Object.values(ids)));
      expect(publicSwarmTemplate(template)).not.toHaveProperty('definition');
      expect(template.steps.length).toBeGreaterThan(2);
    });
  }
});
