#!/usr/bin/env node
// Renders the Kubernetes manifests (deploy/k8s) with `kubectl kustomize` and checks every rendered object
// offline against the Kubernetes API's OpenAPI schemas (kubernetes-models' validate()), then the rules
// docs/decisions/deployment.md sets: each Deployment has readiness and liveness probes, resource
// requests and limits, a rolling update, and a HorizontalPodAutoscaler and a PodDisruptionBudget of its
// own; no Secret is committed. kubectl comes from Debian's kubernetes-client when it is missing (its
// kustomize is v2, so the manifests keep to v2's fields). Runs in seconds.
// Usage: node scripts/check-k8s.mjs [overlay folder ...] (default: deploy/k8s/base and every overlay).
import { spawnSync } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseAllDocuments } from 'yaml';

const root = fileURLToPath(new URL('..', import.meta.url));
const k8s = join(root, 'deploy/k8s');
const targets = process.argv.slice(2).length
  ? process.argv.slice(2)
  : [join(k8s, 'base'), ...readdirSync(join(k8s, 'overlays')).map((name) => join(k8s, 'overlays', name))];

const hasKubectl = () => spawnSync('kubectl', ['version', '--client'], { stdio: 'ignore' }).status === 0;
if (!hasKubectl()) {
  console.log('kubectl missing: installing Debian kubernetes-client');
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env });
  spawnSync('apt-get', ['install', '-y', '-qq', 'kubernetes-client'], { stdio: 'inherit', env });
  if (!hasKubectl()) throw new Error('kubectl is missing and kubernetes-client could not be installed');
}

/** The kubernetes-models module of an apiVersion: `v1` is the core group, `apps/v1` is apps. */
const groupModule = (apiVersion) => {
  const [group, version] = apiVersion.includes('/') ? apiVersion.split('/') : [undefined, apiVersion];
  return group ? `kubernetes-models/${group}/${version}` : `kubernetes-models/${version}`;
};

const problems = [];
const rules = (objects, where) => {
  const named = (kind) => objects.filter((one) => one.kind === kind);
  const report = (message) => problems.push(`${where}: ${message}`);
  if (named('Secret').length)
    report('a Secret is rendered: secrets are made in the cluster, never committed');
  for (const deployment of named('Deployment')) {
    const name = deployment.metadata.name;
    const spec = deployment.spec;
    if (spec.strategy?.type !== 'RollingUpdate') report(`${name}: no RollingUpdate strategy`);
    for (const container of spec.template.spec.containers) {
      const at = `${name}/${container.name}`;
      if (!container.readinessProbe) report(`${at}: no readiness probe`);
      if (!container.livenessProbe) report(`${at}: no liveness probe`);
      for (const part of ['requests', 'limits'])
        for (const resource of ['cpu', 'memory'])
          if (!container.resources?.[part]?.[resource]) report(`${at}: no ${resource} ${part}`);
    }
    const targets = (kind) =>
      named(kind).filter((one) =>
        kind === 'HorizontalPodAutoscaler'
          ? one.spec.scaleTargetRef.kind === 'Deployment' && one.spec.scaleTargetRef.name === name
          : Object.entries(one.spec.selector.matchLabels ?? {}).every(
              ([key, value]) => spec.template.metadata.labels?.[key] === value,
            ),
      );
    if (targets('HorizontalPodAutoscaler').length !== 1) report(`${name}: not one HorizontalPodAutoscaler`);
    if (targets('PodDisruptionBudget').length !== 1) report(`${name}: not one PodDisruptionBudget`);
  }
};

for (const target of targets) {
  const where = relative(root, target);
  const rendered = spawnSync('kubectl', ['kustomize', target], { encoding: 'utf8' });
  if (rendered.status !== 0) {
    problems.push(`${where}: kubectl kustomize failed\n${rendered.stderr}`);
    continue;
  }
  const objects = parseAllDocuments(rendered.stdout)
    .map((document) => document.toJS())
    .filter(Boolean);
  for (const object of objects) {
    const label = `${where}: ${object.kind} ${object.metadata?.name}`;
    const models = await import(groupModule(object.apiVersion)).catch(() => ({}));
    const Model = models[object.kind];
    if (!Model) {
      problems.push(`${label}: no schema for ${object.apiVersion} ${object.kind}`);
      continue;
    }
    try {
      new Model(object).validate();
    } catch (error) {
      problems.push(`${label}: ${error.message}`);
    }
  }
  rules(objects, where);
  console.log(`${where}: ${objects.length} objects rendered and checked`);
}
if (problems.length) {
  console.error(`Kubernetes manifests fail their checks:\n- ${problems.join('\n- ')}`);
  process.exit(1);
}
