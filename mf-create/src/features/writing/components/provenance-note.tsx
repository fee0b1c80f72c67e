import { Typography } from 'antd';
import type { FileProvenance } from '@navia/contracts';

/** How a model id reads to the owner ("offline" is the built-in composer; "local:llama3.2" a model on this server). */
function modelName(model: string): string {
  if (model === 'offline') return 'Navia Composer (built in)';
  if (model.startsWith('local:')) return `${model.slice('local:'.length)} (on this server)`;
  if (model.startsWith('openai:')) return model.slice('openai:'.length);
  return model === 'mindstudio' ? 'MindStudio' : model;
}

/**
 * Where a generated file's text came from (issue 18), under its preview: the model and prompt, when, what of the
 * brand record the writer was sent, and whether the owner edited it since. Nothing for a file never generated.
 */
export function ProvenanceNote({ provenance }: { provenance: FileProvenance | null | undefined }) {
  if (!provenance) return null;
  const when = new Date(provenance.generatedAt).toLocaleString('en-US', { month: 'short', day: 'numeric', year: 'numeric', hour: 'numeric', minute: '2-digit' });
  const sent = provenance.brandFieldsSent.length
    ? `The writer was sent ${provenance.brandFieldsSent.length} fields of your brand profile and ${provenance.samplesUsed} content ${provenance.samplesUsed === 1 ? 'sample' : 'samples'}.`
    : 'Nothing from your brand profile left the server.';
  return (
    <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0, fontSize: 13 }}>
      {`Written by ${modelName(provenance.model)} (${provenance.promptVersion}) on ${when}${provenance.editedAfterGeneration ? ', edited since' : ''}. ${sent}`}
    </Typography.Paragraph>
  );
}
