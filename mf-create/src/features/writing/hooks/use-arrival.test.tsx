import { fireEvent, screen, waitFor } from '@testing-library/react';
import { ExecuteTaskResponse, TaskExecutionResponse, type TaskExecutionStatus } from '@navia/contracts';
import { PROCESSING_TASK_KEY } from '@navia/client-kit';
import { STRATEGY_ID, TASK_ID, makeFile, makeTask } from '../test/fixtures';
import { currentLocation, errorResponse, events, findToast, jsonResponse, openWorkspace, preview, signIn, serveWriting, renderAt } from '../test/writing-test-kit';

const fileName = () => (screen.getByRole('textbox', { name: 'File name' }) as HTMLInputElement).value;

function executeAnswer(status: 'queued' | 'completed' | 'failed', fileId: string | null = null, error: string | null = null) {
  return jsonResponse(
    202,
    ExecuteTaskResponse.parse({
      success: true,
      results: { jobId: 'job-1', status, fileId, error },
      taskDetails: { taskId: TASK_ID, taskTitle: 'Write a welcome post', strategyId: STRATEGY_ID, formatId: 'instagram-caption', platformId: 'instagram' },
    }),
  );
}

function runAnswer(status: TaskExecutionStatus, fileId: string | null = null, error: string | null = null) {
  const finished = status === 'completed' || status === 'failed';
  return TaskExecutionResponse.parse({ taskId: TASK_ID, run: 1, status, fileId, error, startedAt: new Date().toISOString(), finishedAt: finished ? new Date().toISOString() : null });
}

const record = (taskId = TASK_ID) => localStorage.setItem(PROCESSING_TASK_KEY, JSON.stringify({ taskId, timestamp: Date.now() }));

describe('?fileId=', () => {
  it('opens that file and resets the address to /create/writing', async () => {
    const file = makeFile({ name: 'From the tasks page', content: 'Hello **there**' });
    const { server } = await openWorkspace({ files: [file] }, `/create/writing?fileId=${file.id}`);
    await waitFor(() => expect(fileName()).toBe('From the tasks page'));
    expect(server.sent('GET', `/api/files/${file.id}`)).toHaveLength(1);
    expect(preview().textContent).toBe('Hello there');
    await waitFor(() => expect(currentLocation()).toBe('/create/writing'));
    expect(events('file_viewed')).toEqual([expect.objectContaining({ file_id: file.id })]);
  });
});

describe('?taskId= alone', () => {
  it("opens the task's output file", async () => {
    const file = makeFile({ name: 'Welcome - Navia Created Content' });
    await openWorkspace({ files: [file], tasks: { [TASK_ID]: makeTask({ outputFileId: file.id }) } }, `/create?taskId=${TASK_ID}`);
    await waitFor(() => expect(fileName()).toBe('Welcome - Navia Created Content'));
    await waitFor(() => expect(currentLocation()).toBe('/create/writing'));
  });

  it('finds the file by its source task when the task does not name it', async () => {
    const file = makeFile({ name: 'By source', sourceTaskId: TASK_ID });
    await openWorkspace({ files: [makeFile({ name: 'Other' }), file], tasks: { [TASK_ID]: makeTask() } }, `/create?taskId=${TASK_ID}`);
    await waitFor(() => expect(fileName()).toBe('By source'));
  });

  it('without a file, offers the task title as the topic and runs nothing', async () => {
    const { server } = await openWorkspace({ tasks: { [TASK_ID]: makeTask() } }, `/create?taskId=${TASK_ID}`);
    await waitFor(() => expect((screen.getByLabelText('Topic to write about') as HTMLTextAreaElement).value).toBe('Write a welcome post'));
    expect(fileName()).toBe('New Document Title');
    expect(server.sent('POST', '/api/tasks')).toHaveLength(0);
  });
});

describe('?taskId= for a task that is no writing', () => {
  it("shows the task's brief and how to complete it instead of an unexplained empty document", async () => {
    const task = makeTask({
      title: 'Create a first-visit offer with a code word',
      description: 'Pick a code word and a discount for first visits.',
      taskType: 'others',
      actionType: 'manual',
      formatId: null,
    });
    const { server } = await openWorkspace({ tasks: { [TASK_ID]: task } }, `/create?taskId=${TASK_ID}`);
    const brief = await screen.findByText('Create a first-visit offer with a code word');
    // eslint-disable-next-line testing-library/no-node-access -- the task's brief is the whole antd Alert around its title
    const box = brief.closest('.ant-alert') as HTMLElement;
    expect(box.textContent).toContain('Pick a code word and a discount for first visits.');
    expect(box.textContent).toContain('This task is done outside Navia: do it, then mark it complete.');
    expect((screen.getByLabelText('Topic to write about') as HTMLTextAreaElement).value).toBe('');
    expect(server.sent('POST', '/api/tasks')).toHaveLength(0);
    await waitFor(() => expect(currentLocation()).toBe('/create/writing'));
    fireEvent.click(screen.getByRole('button', { name: 'Back to Tasks' }));
    await waitFor(() => expect(currentLocation()).toBe('/tasks'));
  });
});

describe('?taskId=&executing=true', () => {
  it('executes the task without reading it, polls its run every 2 s until completed, and opens the file it names', async () => {
    signIn();
    record();
    const old = makeFile({ name: 'Old - Navia Created Content', createdAt: '2020-01-01T00:00:00.000Z' });
    // Named without the generated marker and never in the list: only the run's file id leads to it.
    const made = makeFile({ name: 'Welcome post', createdAt: new Date().toISOString(), sourceTaskId: TASK_ID, content: '# Welcome!' });
    const looks: number[] = [];
    const server = serveWriting({
      files: [made, old],
      listFiles: () => jsonResponse(200, { files: [old] }),
      execute: () => executeAnswer('queued'),
      execution: () => {
        looks.push(Date.now());
        const status = looks.length === 1 ? 'queued' : looks.length === 2 ? 'running' : 'completed';
        return jsonResponse(200, runAnswer(status, status === 'completed' ? made.id : null));
      },
    });
    renderAt(`/create?taskId=${TASK_ID}&executing=true`);

    expect(await screen.findByText('Thinking about what to write...')).toBeTruthy();
    await findToast('Content generated successfully');
    // The server finds the task's strategy itself: the task is not read, and the spec's strategyId is not sent.
    expect(server.sent('POST', `/api/tasks/${TASK_ID}/execute`)).toEqual([expect.objectContaining({ body: {} })]);
    expect(server.requests.filter((r) => r.url === `/api/tasks/${TASK_ID}`)).toHaveLength(0);
    expect(server.sent('GET', `/api/files/${made.id}`)).toHaveLength(1);
    expect(fileName()).toBe('Welcome post');
    expect(preview().textContent).toBe('Welcome!');
    expect(screen.queryByText('Thinking about what to write...')).toBeNull();
    await waitFor(() => expect(currentLocation()).toBe('/create'));
    expect(localStorage.getItem(PROCESSING_TASK_KEY)).toBeNull();
    expect(events('content_written')).toEqual([expect.objectContaining({ file_id: made.id, task_id: TASK_ID })]);
    // Three looks at the run, 2 s apart; none after it completed.
    expect(looks).toHaveLength(3);
    expect(looks[1] - looks[0]).toBeGreaterThanOrEqual(1900);
    expect(looks[2] - looks[1]).toBeGreaterThanOrEqual(1900);
  }, 20_000);

  it('keeps the processing record when the workspace is left mid-run (the server finishes the run)', async () => {
    signIn();
    record();
    const server = serveWriting({ execute: () => executeAnswer('queued'), execution: () => jsonResponse(200, runAnswer('running')) });
    const view = renderAt(`/create?taskId=${TASK_ID}&executing=true`);
    await waitFor(() => expect(server.sent('GET', `/api/tasks/${TASK_ID}/execution`)).toHaveLength(1));
    view.unmount();
    expect(JSON.parse(localStorage.getItem(PROCESSING_TASK_KEY) as string).taskId).toBe(TASK_ID);
  });

  it('opens the file at once when the run has already finished', async () => {
    const file = makeFile({ name: 'Done - Navia Created Content' });
    record();
    await openWorkspace({ files: [file], tasks: { [TASK_ID]: makeTask() }, execute: () => executeAnswer('completed', file.id) }, `/create?taskId=${TASK_ID}&executing=true`);
    await findToast('Content generated successfully');
    expect(fileName()).toBe('Done - Navia Created Content');
  });

  it('says Task execution failed when the execute call fails, and clears the record and the address', async () => {
    signIn();
    record();
    serveWriting({ tasks: { [TASK_ID]: makeTask() }, execute: () => errorResponse(500, 'internal_error', 'Queue down') });
    renderAt(`/create/writing?taskId=${TASK_ID}&executing=true`);
    await findToast('Task execution failed', 'Failed to execute the task. Please try again.');
    await waitFor(() => expect(currentLocation()).toBe('/create/writing'));
    expect(localStorage.getItem(PROCESSING_TASK_KEY)).toBeNull();
    expect((screen.getByRole('button', { name: 'Create Writing' }) as HTMLButtonElement).disabled).toBe(false);
  });

  it('stops waiting when the run fails', async () => {
    signIn();
    record();
    serveWriting({ execute: () => executeAnswer('queued'), execution: () => jsonResponse(200, runAnswer('failed', null, 'The format is gone')) });
    renderAt(`/create?taskId=${TASK_ID}&executing=true`);
    await findToast('Task execution failed', 'Failed to execute the task. Please try again.');
    expect(localStorage.getItem(PROCESSING_TASK_KEY)).toBeNull();
  });

  it("leaves another task's processing record alone", async () => {
    signIn();
    record('another-task');
    serveWriting({ tasks: { [TASK_ID]: makeTask() }, execute: () => executeAnswer('failed', null, 'No format') });
    renderAt(`/create?taskId=${TASK_ID}&executing=true`);
    await findToast('Task execution failed');
    expect(JSON.parse(localStorage.getItem(PROCESSING_TASK_KEY) as string).taskId).toBe('another-task');
  });
});
