// `import CoreGraphics` as an iOS file writes it. On iOS it brings `CGFloat`, `CGPoint`, `CGRect`, affine transforms,
// paths and contexts; here AnimKit has them (and re-exports Foundation and Dispatch).
@_exported import AnimKit
