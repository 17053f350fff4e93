// `import UIKit` as an iOS file writes it. On iOS it brings views, view controllers, animation, Auto Layout, Core
// Animation and Foundation; here AnimKit has them (and re-exports Foundation and Dispatch).
@_exported import AnimKit
