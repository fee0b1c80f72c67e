#!/usr/bin/env node
// Checks infra/ (CI runs it as the `infra` stage of scripts/test.mjs; about a second):
//  - every Kubernetes manifest in infra/k8s validates against the Kubernetes API schemas (kubernetes-models, ajv)
//    and is listed in the kustomization, and every image a pod runs has a tag entry there;
//  - infra/k8s/ingress.yaml is what scripts/generate-ingress.ts writes from the contracts route table, every
//    API_ROUTES path has exactly one ingress rule, on the owning service's API Service, and sample request paths
//    resolve through the ingress to the same service as through the gateway (resolveService); no other Ingress
//    carries an /api path or the API host;
//  - every Deployment (API, worker, gateway, remote) runs as non-root and each container has resource requests
//    (cpu, memory) and a memory limit, and readiness and liveness probes on a port the container declares;
//  - each service has its API (probes /readyz, /healthz), worker (SERVICE_ROLE=worker, probes /readyz, /healthz on
//    the ConfigMap's PORT), migration Job, API Service and autoscalers;
//  - every remote in REMOTE_NAMES (packages/contracts) has a Deployment and a Service named after its folder, running
//    navia/<folder>, probed on paths its nginx serves (remote-nginx.conf or its remoteEntry.js), and reachable through
//    an Ingress; a REMOTE_<NAME>_URL in navia-config must be that Ingress's URL of the remote's remoteEntry.js;
//  - infra/compose.yaml parses and has Postgres, Redis (append-only file, fsync every second, a volume on /data),
//    every API and worker, the gateway with the five service URLs, a healthcheck on /healthz and /readyz at the
//    container's PORT for every API, worker and the gateway, and no literal secret.
// With kubectl on the PATH it also renders the kustomization (`kubectl kustomize`, offline).
import { spawnSync } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { require as tsRequire } from 'tsx/cjs/api';
import { parse, parseAllDocuments, stringify } from 'yaml';
import * as models from 'kubernetes-models';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const K8S = join(ROOT, 'infra', 'k8s');
const errors = [];
const fail = (msg) => errors.push(msg);

const { API_ROUTES, REMOTE_NAMES, SERVICE_NAMES, resolveService } = tsRequire('@navia/contracts', import.meta.url);
const ingressLib = tsRequire('./infra/ingress.ts', import.meta.url);
// Remote name → folder (mf_create → mf-create): the gateway's own table, so both agree on /remotes/<folder>/.
const { REMOTE_FOLDERS } = tsRequire('../services/gateway/src/lib/remote-manifest.ts', import.meta.url);

// ── Kubernetes manifests: load every document, validate against the API schema of its apiVersion/kind
const GROUPS = { apps: models.apps, batch: models.batch, autoscaling: models.autoscaling, 'networking.k8s.io': models.networkingK8sIo, '': models.v1 };
function modelFor(apiVersion, kind) {
  const [group, version] = apiVersion.includes('/') ? apiVersion.split('/') : ['', apiVersion];
  if (apiVersion === 'kustomize.config.k8s.io/v1beta1') return 'kustomization';
  const ns = group === '' ? models.v1 : GROUPS[group]?.[version];
  return ns?.[kind];
}
function walk(dir) {
  return readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? walk(join(dir, e.name)) : e.name.endsWith('.yaml') ? [join(dir, e.name)] : []));
}
const objects = [];
let kustomization;
for (const file of walk(K8S)) {
  const rel = relative(ROOT, file);
  for (const doc of parseAllDocuments(readFileSync(file, 'utf8'))) {
    if (doc.errors.length) {
      fail(`${rel}: ${doc.errors[0].message}`);
      continue;
    }
    const obj = doc.toJS();
    if (!obj) continue;
    const Model = modelFor(obj.apiVersion ?? '', obj.kind ?? '');
    if (Model === 'kustomization') {
      kustomization = obj;
      for (const r of obj.resources ?? []) if (!walk(K8S).includes(join(K8S, r))) fail(`${rel}: resource ${r} does not exist`);
      const listed = new Set((obj.resources ?? []).map((r) => join(K8S, r)));
      for (const f of walk(K8S)) if (f !== file && !listed.has(f)) fail(`${rel}: ${relative(ROOT, f)} is not listed in resources`);
      continue;
    }
    if (!Model) {
      fail(`${rel}: unknown apiVersion/kind ${obj.apiVersion} ${obj.kind}`);
      continue;
    }
    try {
      new Model(obj).validate();
    } catch (err) {
      fail(`${rel}: ${obj.kind} ${obj.metadata?.name}: ${err.message}`);
    }
    objects.push({ ...obj, file: rel });
  }
}
const find = (kind, name) => objects.find((o) => o.kind === kind && o.metadata?.name === name);

// ── every Deployment, whatever it runs: non-root, requests, probes on a declared port; every pod image has a tag
const config = find('ConfigMap', 'navia-config');
const PORT = Number(config?.data?.PORT);
if (!PORT) fail('navia-config: PORT is required');
const containersOf = (o) => o.spec?.template?.spec?.containers ?? [];
for (const o of objects.filter((x) => x.kind === 'Deployment')) {
  const where = `${o.file}: Deployment ${o.metadata.name}`;
  if (!o.spec.template.spec.securityContext?.runAsNonRoot) fail(`${where}: runAsNonRoot is required`);
  for (const c of containersOf(o)) {
    if (!c.resources?.requests?.cpu || !c.resources?.requests?.memory || !c.resources?.limits?.memory) fail(`${where}: container ${c.name} needs resource requests (cpu, memory) and a memory limit`);
    for (const kind of ['readinessProbe', 'livenessProbe']) {
      const get = c[kind]?.httpGet;
      if (!get?.path) {
        fail(`${where}: container ${c.name} needs an HTTP ${kind}`);
        continue;
      }
      const port = (c.ports ?? []).find((p) => p.name === get.port || p.containerPort === get.port);
      if (!port) fail(`${where}: ${kind} port ${get.port} is not a containerPort of ${c.name}`);
    }
  }
}
const imageTags = new Set((kustomization?.images ?? []).map((i) => i.name));
for (const o of objects.filter((x) => ['Deployment', 'Job'].includes(x.kind))) {
  for (const c of containersOf(o)) if (!imageTags.has(c.image)) fail(`${o.file}: ${o.kind} ${o.metadata.name} runs ${c.image}, which has no entry in kustomization.yaml images`);
}

// ── per service: API Deployment + Service, worker Deployment, migration Job, HPAs, probes, resources
function checkContainer(o, c, probes) {
  const where = `${o.file}: ${o.kind} ${o.metadata.name}`;
  if (o.kind !== 'Deployment' && (!c.resources?.requests?.cpu || !c.resources?.requests?.memory || !c.resources?.limits?.memory)) fail(`${where}: resource requests and a memory limit are required`);
  if (probes) {
    if (c.readinessProbe?.httpGet?.path !== '/readyz') fail(`${where}: readiness probe must be GET /readyz`);
    if (c.livenessProbe?.httpGet?.path !== '/healthz') fail(`${where}: liveness probe must be GET /healthz`);
    // A Node process listens on PORT from navia-config; a probe on another port would never be answered.
    if (!(c.ports ?? []).some((p) => p.containerPort === PORT && (p.name === c.readinessProbe?.httpGet?.port || p.containerPort === c.readinessProbe?.httpGet?.port))) {
      fail(`${where}: probes must use containerPort ${PORT} (PORT in navia-config)`);
    }
  }
  const refs = (c.envFrom ?? []).map((e) => e.configMapRef?.name ?? e.secretRef?.name);
  if (!refs.includes('navia-config') || !refs.includes('navia-secrets')) fail(`${where}: must read ConfigMap navia-config and Secret navia-secrets`);
  for (const e of c.env ?? []) if (e.value !== undefined && /SECRET|TOKEN|PASSWORD|PRIVATE_KEY|API_KEY/.test(e.name)) fail(`${where}: ${e.name} must come from a Secret`);
}
function podSpecOk(o, probes) {
  const spec = o.spec.template.spec;
  // (Deployments are checked for runAsNonRoot with every other Deployment above.)
  if (o.kind !== 'Deployment' && !spec.securityContext?.runAsNonRoot) fail(`${o.file}: ${o.kind} ${o.metadata.name}: runAsNonRoot is required`);
  for (const c of spec.containers) checkContainer(o, c, probes);
  return spec.containers[0];
}
for (const s of SERVICE_NAMES) {
  const api = find('Deployment', `${s}-api`);
  const worker = find('Deployment', `${s}-worker`);
  const job = find('Job', `${s}-migrate`);
  if (!api) fail(`no Deployment ${s}-api`);
  else if (podSpecOk(api, true).env?.find((e) => e.name === 'SERVICE_ROLE')?.value !== 'api') fail(`${s}-api must run SERVICE_ROLE=api`);
  // Workers serve /healthz, /readyz (database and job runtime) and /metrics on PORT as well (service-kit boot.ts).
  if (!worker) fail(`no Deployment ${s}-worker`);
  else if (podSpecOk(worker, true).env?.find((e) => e.name === 'SERVICE_ROLE')?.value !== 'worker') fail(`${s}-worker must run SERVICE_ROLE=worker`);
  if (!job) fail(`no migration Job ${s}-migrate`);
  else if (podSpecOk(job, false).command?.join(' ') !== `tsx scripts/migrate-service.ts ${s}`) fail(`${s}-migrate must run scripts/migrate-service.ts ${s}`);
  if (!find('Service', `${s}-api`)) fail(`no Service ${s}-api`);
  for (const d of [`${s}-api`, `${s}-worker`]) if (!objects.some((o) => o.kind === 'HorizontalPodAutoscaler' && o.spec.scaleTargetRef.name === d)) fail(`no HorizontalPodAutoscaler for ${d}`);
}
const gateway = find('Deployment', 'gateway');
if (!gateway) fail('no Deployment gateway');
else podSpecOk(gateway, true);
if (!find('Service', 'gateway')) fail('no Service gateway');
for (const s of SERVICE_NAMES) if (config?.data?.[`${s.toUpperCase()}_SERVICE_URL`] !== `http://${s}-api:8080`) fail(`navia-config: ${s.toUpperCase()}_SERVICE_URL must be http://${s}-api:8080`);

// ── remotes: one Deployment + Service per REMOTE_NAMES entry, probed on what its nginx serves, behind an Ingress
const API_INGRESS = 'navia';
const nginxConf = readFileSync(join(ROOT, 'infra', 'docker', 'remote-nginx.conf'), 'utf8');
const nginxExact = new Set([...nginxConf.matchAll(/location\s*=\s*(\S+)\s*\{/g)].map((m) => m[1]));
// ingress-nginx for the non-API Ingresses (Prefix / Exact paths): the backend Service of https://host/pathname.
function remoteIngressBackend(host, pathname) {
  let best = null;
  for (const ing of objects.filter((o) => o.kind === 'Ingress' && o.metadata.name !== API_INGRESS)) {
    for (const r of ing.spec.rules ?? []) {
      if (r.host !== host) continue;
      for (const p of r.http?.paths ?? []) {
        const base = p.path.replace(/\/+$/, '');
        const hit = p.pathType === 'Exact' ? pathname === p.path : pathname === base || pathname.startsWith(`${base}/`);
        if (hit && (!best || p.path.length > best.path.length)) best = p;
      }
    }
  }
  return best?.backend?.service;
}
for (const name of REMOTE_NAMES) {
  const folder = REMOTE_FOLDERS[name];
  const dep = find('Deployment', folder);
  const entry = `/remotes/${folder}/remoteEntry.js`;
  if (!dep) fail(`no Deployment ${folder} for remote ${name} (infra/k8s/remotes/${folder}.yaml)`);
  else {
    const where = `${dep.file}: Deployment ${folder}`;
    const c = containersOf(dep)[0];
    if (c.image !== `navia/${folder}`) fail(`${where}: must run navia/${folder} (infra/docker/remote.Dockerfile --build-arg APP=${folder})`);
    for (const kind of ['readinessProbe', 'livenessProbe']) {
      const path = c[kind]?.httpGet?.path;
      if (path && path !== entry && !nginxExact.has(path)) fail(`${where}: ${kind} ${path} is not served by its nginx (remote-nginx.conf locations or ${entry})`);
    }
    if ((c.envFrom ?? []).some((e) => e.secretRef)) fail(`${where}: a static remote must not read Secrets`);
  }
  const svc = find('Service', folder);
  if (!svc) fail(`no Service ${folder} for remote ${name}`);
  const key = `REMOTE_${name.toUpperCase()}_URL`;
  const url = config?.data?.[key];
  if (url !== undefined) {
    // Set: the shell loads the remote from there, so it must be this remote's entry behind an Ingress to its Service.
    let u;
    try {
      u = new URL(url);
    } catch {
      fail(`navia-config: ${key} is not a URL`);
    }
    if (u && u.pathname !== entry) fail(`navia-config: ${key} must end in ${entry} (the path remote.Dockerfile serves)`);
    else if (u && remoteIngressBackend(u.hostname, u.pathname)?.name !== folder) fail(`navia-config: ${key} (${url}) does not reach Service ${folder} through an Ingress`);
  }
}
const apiHosts = new Set((find('Ingress', API_INGRESS)?.spec.rules ?? []).map((r) => r.host));
for (const ing of objects.filter((o) => o.kind === 'Ingress' && o.metadata.name !== API_INGRESS)) {
  for (const r of ing.spec.rules ?? []) {
    // Same host would merge into the API server block (use-regex included) and bypass the one-rule-per-route check.
    if (apiHosts.has(r.host)) fail(`${ing.file}: Ingress ${ing.metadata.name} uses the API host ${r.host}; add paths there only through scripts/generate-ingress.ts`);
    for (const p of r.http?.paths ?? []) if (/^\/api(\/|$)/.test(p.path)) fail(`${ing.file}: Ingress ${ing.metadata.name} routes ${p.path}; /api routes belong to the generated ingress only`);
  }
}
// Selectors and targets resolve
for (const o of objects) {
  if (o.kind === 'Service') {
    const sel = o.spec.selector ?? {};
    const hit = objects.some((d) => d.kind === 'Deployment' && Object.entries(sel).every(([k, v]) => d.spec.template.metadata?.labels?.[k] === v));
    if (!hit) fail(`${o.file}: Service ${o.metadata.name} selects no Deployment's pods`);
  }
  if (o.kind === 'HorizontalPodAutoscaler' && !find(o.spec.scaleTargetRef.kind, o.spec.scaleTargetRef.name)) fail(`${o.file}: HPA ${o.metadata.name} targets a missing ${o.spec.scaleTargetRef.name}`);
}

// ── the ingress: generated, up to date, one rule per route on the right service, same routing as the gateway
const ingressFile = join(K8S, 'ingress.yaml');
const expected = ingressLib.renderIngress(API_ROUTES, (doc) => stringify(doc, { lineWidth: 0 }));
if (readFileSync(ingressFile, 'utf8') !== expected) fail('infra/k8s/ingress.yaml is out of date: run `npx tsx scripts/generate-ingress.ts`');
const ingresses = objects.filter((o) => o.kind === 'Ingress' && o.metadata.name === API_INGRESS);
if (!ingresses.length) fail(`no Ingress ${API_INGRESS}`);
const paths = ingresses.flatMap((i) => i.spec.rules.flatMap((r) => r.http.paths));
for (const p of paths) if (!find('Service', p.backend.service.name)) fail(`ingress path ${p.path} points at a missing Service ${p.backend.service.name}`);
for (const route of API_ROUTES) {
  const rules = paths.filter((p) => p.path === ingressLib.ingressPath(route));
  const want = ingressLib.apiServiceName(route.service);
  if (rules.length !== 1) fail(`${route.path}: ${rules.length} ingress rules (want exactly 1)`);
  else if (rules[0].backend.service.name !== want) fail(`${route.path}: ingress sends it to ${rules[0].backend.service.name}, the route table to ${want}`);
  for (const sample of ingressLib.samplePaths(route)) {
    const got = ingressLib.routeThroughIngress(paths, sample);
    const owner = ingressLib.apiServiceName(resolveService(sample));
    if (got !== owner) fail(`${sample}: the ingress sends it to ${got}, the gateway to ${owner}`);
  }
}
if (paths.length !== API_ROUTES.length + 1) fail(`the ingress has ${paths.length} paths, want one per route plus / (gateway)`);

// ── compose
const composeFile = join(ROOT, 'infra', 'compose.yaml');
let compose;
try {
  compose = parse(readFileSync(composeFile, 'utf8'), { merge: true });
} catch (err) {
  fail(`infra/compose.yaml: ${err.message}`);
}
if (compose) {
  const svc = compose.services ?? {};
  const need = ['postgres', 'redis', 'gateway', ...SERVICE_NAMES.flatMap((s) => [`${s}-api`, `${s}-worker`])];
  for (const n of need) if (!svc[n]) fail(`compose: no service ${n}`);
  const healthOk = (n) => {
    const test = [svc[n]?.healthcheck?.test].flat().join(' ');
    if (!test.includes('/healthz') || !test.includes('/readyz')) fail(`compose: ${n} needs a healthcheck on /healthz and /readyz`);
    else {
      // The healthcheck must ask the port the process listens on (PORT; a worker with PORT 0 would never answer).
      const port = /127\.0\.0\.1:(\d+)|localhost:(\d+)/.exec(test);
      if (!port || (port[1] ?? port[2]) !== String(svc[n]?.environment?.PORT)) fail(`compose: ${n}'s healthcheck must ask 127.0.0.1:<its PORT> (PORT is ${svc[n]?.environment?.PORT})`);
    }
  };
  for (const s of SERVICE_NAMES) {
    healthOk(`${s}-api`);
    healthOk(`${s}-worker`);
    if (svc[`${s}-api`]?.environment?.SERVICE_ROLE !== 'api') fail(`compose: ${s}-api must set SERVICE_ROLE=api`);
    if (svc[`${s}-worker`]?.environment?.SERVICE_ROLE !== 'worker') fail(`compose: ${s}-worker must set SERVICE_ROLE=worker`);
    if (svc.gateway?.environment?.[`${s.toUpperCase()}_SERVICE_URL`] !== `http://${s}-api:8080`) fail(`compose: gateway needs ${s.toUpperCase()}_SERVICE_URL=http://${s}-api:8080`);
  }
  healthOk('gateway');
  // Queued jobs live in Redis: append-only file, fsync every second, on a named volume, so they survive a restart.
  const redisCmd = [svc.redis?.command].flat().join(' ');
  if (!/--appendonly\s+yes/.test(redisCmd) || !/--appendfsync\s+everysec/.test(redisCmd)) fail('compose: redis must run with --appendonly yes --appendfsync everysec');
  const redisVolume = (svc.redis?.volumes ?? []).map((v) => (typeof v === 'string' ? v.split(':') : [v.source, v.target])).find(([, target]) => target === '/data');
  if (!redisVolume || !Object.hasOwn(compose.volumes ?? {}, redisVolume[0])) fail('compose: redis needs a named volume on /data');
  for (const [n, def] of Object.entries(svc)) {
    if (!['postgres', 'redis'].includes(n) && !(def.env_file ?? []).some((f) => (f.path ?? f) === './navia.env')) fail(`compose: ${n} must read its secrets from env_file ./navia.env`);
    for (const [k, v] of Object.entries(def.environment ?? {})) {
      if (/SECRET|TOKEN|PASSWORD|PRIVATE_KEY|API_KEY/.test(k) && !/^\$\{[A-Z_]+(:\?[^}]*)?\}$/.test(String(v))) fail(`compose: ${n}.${k} must be a \${…} reference, not a value`);
      if (/:\/\/[^:@/]+:(?!\$\{)[^@]+@/.test(String(v))) fail(`compose: ${n}.${k} holds a literal password`);
    }
  }
}

// ── optional: render the kustomization when kubectl is here
const kubectl = spawnSync('kubectl', ['kustomize', K8S], { encoding: 'utf8' });
if (kubectl.error?.code === 'ENOENT') process.stdout.write('kubectl not found: kustomize rendering skipped\n');
else if (kubectl.status !== 0) fail(`kubectl kustomize infra/k8s: ${kubectl.stderr.trim()}`);

if (errors.length) {
  for (const e of errors) process.stderr.write(`✗ ${e}\n`);
  process.stdout.write(`infra: ${errors.length} problem(s)\n`);
  process.exit(1);
}
process.stdout.write(`infra: ${objects.length} Kubernetes objects valid, ${API_ROUTES.length} /api routes each on one ingress rule, ${REMOTE_NAMES.length} remotes deployable alone, compose ok\n`);
