// `import QuartzCore` as an iOS file writes it. On iOS it brings Core Animation: layers, CA animations, 3-D transforms,
// `CACurrentMediaTime`; here AnimKit has them (and re-exports Foundation and Dispatch).
@_exported import AnimKit
