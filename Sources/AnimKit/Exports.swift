// `import UIKit` brings Foundation and Dispatch with it; so does `import AnimKit`, so that UIKit code
// (CGRect, CGFloat, TimeInterval, DispatchQueue …) compiles with only the import changed.
@_exported import Dispatch
@_exported import Foundation
