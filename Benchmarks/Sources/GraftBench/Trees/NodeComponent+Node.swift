extension NodeComponent: NodeDependency {}
