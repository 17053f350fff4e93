// `import ObjectiveC` as an iOS file writes it, for associated objects (`objc_setAssociatedObject`), which AnimKit
// keeps in a table of its own; Linux has no Objective-C runtime.
@_exported import AnimKit
